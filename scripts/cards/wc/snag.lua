-- Snag (WC 096): Fight: Your opponent must choose the house of the creature Snag fights as
-- their active house on their next turn. Its house as it is now (an upgrade's change
-- counts); a house they can't choose leaves them free (KF5-HOUSE-3).
return {
	fight = function(ctx, attacked)
		local house = attacked and attacked:attribute("house")
		if house == nil then
			return
		end
		ctx:lasting({
			target = ctx.opponent,
			duration = "opponent_next_turn",
			effect = { declare = "house", must = house },
		})
	end,
}
