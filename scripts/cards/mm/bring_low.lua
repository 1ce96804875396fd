-- Bring Low (MM 147): Play: Capture all but 5 of your opponent's æmber, distributed among
-- any number of friendly creatures: one æmber at a time, each onto a friendly creature its
-- player picks. Its æmber bonus is data.
return {
	resolve = function(ctx)
		local n = ctx.opponent:counter("amber") - 5
		local friends = ctx:objects({ zone = "battleline", controller = "you" })
		if n <= 0 or #friends == 0 then
			return
		end
		for i = 1, n do
			local pick = ctx:choose({
				prompt = "Which friendly creature captures 1 æmber? (" .. i .. " of " .. n .. ")",
				objects = friends,
			})[1]
			ctx:capture(pick, 1)
		end
	end,
}
