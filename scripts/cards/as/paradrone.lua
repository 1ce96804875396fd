-- Paradrone (AS 148): After Fight: A friendly creature captures 1 æmber.
return {
	fight = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:rule("allot_captures", mine, 1, "Which friendly creature captures 1 æmber?")
	end,
}
