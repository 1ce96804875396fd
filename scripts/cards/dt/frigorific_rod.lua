-- Frigorific Rod (DT 356): Action: Exhaust a creature or artifact (either player's).
return {
	action = function(ctx)
		local cards = ctx:objects({ zone = "battleline", controller = "any" })
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "any" })) do
			table.insert(cards, artifact)
		end
		ctx:exhaust(ctx:choose({ prompt = "Exhaust which creature or artifact?", objects = cards })[1])
	end,
}
