-- Epic Quest (CotA 231): Play: Archive each friendly Knight creature in play. Omni: If you
-- have played 7 or more Sanctum cards this turn, sacrifice Epic Quest and forge a key at no
-- cost.
return {
	resolve = function(ctx)
		for _, knight in ipairs(ctx:objects({ zone = "battleline", controller = "you", subtype = "knight" })) do
			ctx:move(knight, "archives")
		end
	end,
	omni = function(ctx)
		local sanctum = 0
		for _, act in ipairs(ctx.controller:this_turn("played")) do
			if act.attributes and act.attributes.house == "sanctum" then
				sanctum = sanctum + 1
			end
		end
		if sanctum >= 7 then
			ctx:destroy(ctx.this)
			ctx:buy(ctx.controller, "key", -ctx.controller:cost("key"))
		end
	end,
}
