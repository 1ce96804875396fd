-- Multi-Dimensional Rescue (GR 230): Play: Return one card of each type (action, artifact,
-- creature, upgrade) from your discard pile to your hand. For the rest of the turn you may play
-- one non-Star Alliance card. Purge Multi-Dimensional Rescue.
return {
	resolve = function(ctx)
		for _, kind in ipairs({ "action", "artifact", "creature", "upgrade" }) do
			local cards = ctx:objects({ zone = "discard", controller = "you", type = kind })
			local pick = ctx:choose({ prompt = "Return which " .. kind .. " card?", objects = cards })[1]
			if pick ~= nil then
				ctx:move(pick, "hand")
			end
		end
		ctx:lasting({
			target = { zone = "stack", controller = "you", not_attributes = { house = "staralliance" } },
			duration = "turn",
			effect = { allow = "activate", uses = 1 },
		})
		ctx:banish(ctx.this)
	end,
}
