-- Crassosaurus (WC 217): Elusive (data). Play: Capture 10 æmber from any combination of
-- players: its player picks how many come from the opponent (as many as the two pools
-- allow toward 10), the rest from their own pool. Then, if it has fewer than 10 æmber on
-- it, purge it (the æmber on it goes to the opponent as it leaves play).
return {
	resolve = function(ctx)
		local mine = ctx.controller:counter("amber")
		local theirs = ctx.opponent:counter("amber")
		local most = math.min(10, theirs)
		local least = math.max(0, math.min(most, 10 - mine))
		local from_them = ctx:choose({
			prompt = "Capture how many from your opponent?",
			number = true,
			min = least,
			max = most,
		})
		ctx:capture(ctx.this, from_them)
		local from_me = math.min(mine, 10 - from_them)
		if from_me > 0 then
			ctx:gain(ctx.controller, "amber", -from_me)
			ctx:add_counter(ctx.this, "amber", from_me)
		end
		if ctx.this:counter("amber") < 10 then
			ctx:banish(ctx.this)
		end
	end,
}
