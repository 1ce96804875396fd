-- Take Point: your champion gains taunt until the beginning of your next turn (in a
-- two-player game: through the opponent's next turn, as Tonoris, Lone Mercenary reads).
-- [Class Bonus] Floating Memory.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
		if champion ~= nil then
			ctx:lasting({ target = champion, duration = "opponent_next_turn", effect = { grant = "taunt" } })
		end
	end,
}
