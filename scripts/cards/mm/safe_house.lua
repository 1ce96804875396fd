-- Safe House (MM 274): Action: Archive a friendly creature from play (into your archives;
-- one you do not own goes back to its owner's hand as it leaves them).
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Archive which friendly creature?", objects = mine })[1]
		if pick ~= nil then
			ctx:move(pick, "archives", { player = ctx.controller })
		end
	end,
}
