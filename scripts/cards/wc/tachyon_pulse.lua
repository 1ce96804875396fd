-- Tachyon Pulse (WC 340): Play: Destroy each artifact (together). Exhaust each creature
-- with an upgrade.
return {
	resolve = function(ctx)
		ctx:destroy(ctx:objects({ zone = "artifacts", controller = "any" }))
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if #creature:attachments() > 0 then
				ctx:exhaust(creature)
			end
		end
	end,
}
