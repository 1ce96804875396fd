-- Charged Manaplate: [Class Bonus] Banish it: draw a card. Activate this ability only if your
-- champion has taken 4 or more damage this turn (`obj:damage_this_turn()`).
return {
	activated = {
		discharge = {
			legal = function(ctx)
				if not ctx:rule("class_bonus") then
					return false, "only with the class bonus (a Guardian champion)"
				end
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				if champion == nil or champion:damage_this_turn() < 4 then
					return false, "only if your champion has taken 4 or more damage this turn"
				end
				return true
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
