-- Talmage Steelheart, evil twin (DT 007): Play: Deal damage to an enemy creature equal to
-- the number of cards you have played this turn (this one included).
return {
	resolve = function(ctx)
		local n = ctx.controller:plays_this_turn()
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked =
			ctx:choose({ prompt = "Deal " .. n .. " damage to which enemy creature?", objects = enemies })[1]
		if picked ~= nil and n > 0 then
			ctx:deal_damage(picked, n)
		end
	end,
}
