-- Niffle Grounds (AoA 346), artifact: Action: Choose a creature. For the remainder of the
-- turn, that creature loses taunt and elusive.
return {
	action = function(ctx)
		local picked = ctx:choose({
			prompt = "Which creature loses taunt and elusive?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		if picked == nil then
			return
		end
		ctx:lasting({ target = picked, duration = "turn", effect = { lose = "taunt" } })
		ctx:lasting({ target = picked, duration = "turn", effect = { lose = "elusive" } })
	end,
}
