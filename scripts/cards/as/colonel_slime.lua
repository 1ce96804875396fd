-- Colonel Slime (AS 155): Enhance (deck building only). Scrap: A friendly creature captures
-- 1 æmber.
return {
	scrap = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Which friendly creature captures 1 æmber?", objects = mine })[1]
		if pick ~= nil then
			ctx:capture(pick, 1)
		end
	end,
}
