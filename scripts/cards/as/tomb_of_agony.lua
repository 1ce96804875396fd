-- Tomb of Agony (AS 082), upgrade: This creature gains, "After Reap: Purge an enemy
-- creature."
return {
	grants = {
		reap = function(ctx)
			local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
			local pick = ctx:choose({ prompt = "Purge which enemy creature?", objects = enemies })[1]
			if pick ~= nil then
				ctx:banish(pick)
			end
		end,
	},
}
