-- Tempting Offer (MM 259): Play: Return an enemy creature to its owner's hand. If you do,
-- your opponent gains 1 æmber (not if a ward kept it in play).
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick =
			ctx:choose({ prompt = "Return which enemy creature to its owner's hand?", objects = enemies })[1]
		if pick ~= nil and ctx:move(pick, "hand") then
			ctx:gain(ctx.opponent, "amber", 1)
		end
	end,
}
