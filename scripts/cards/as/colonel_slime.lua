-- Colonel Slime (AS 155): Enhance (deck building only). Scrap: A friendly creature captures
-- 1 æmber.
return {
	scrap = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:rule("allot_captures", mine, 1, "Which friendly creature captures 1 æmber?")
	end,
}
