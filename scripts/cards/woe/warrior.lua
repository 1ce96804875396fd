-- Warrior (WoE 054), token creature: it cannot reap while the opponent has a creature in
-- play.
return {
	can_use = function(ctx, use)
		if use == "reap" and ctx:count({ zone = "battleline", controller = "opponent" }) > 0 then
			return false, "Warrior cannot reap while there are enemy creatures"
		end
		return true
	end,
}
