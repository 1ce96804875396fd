-- C.R. Officer Hawkins (DT 292): Deploy. Play: Gain 1 æmber for each of its non-Star
-- Alliance neighbors. Its evil twin (DT 244): Play: your opponent loses 1 æmber for each
-- instead.
return {
	resolve = function(ctx)
		local n = 0
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			if not ctx:rule("of_house", neighbor, "staralliance") then
				n += 1
			end
		end
		if n == 0 then
			return
		end
		if ctx.this:card_id() == "cr_officer_hawkins_evil_twin" then
			ctx:gain(ctx.opponent, "amber", -n)
		else
			ctx:gain(ctx.controller, "amber", n)
		end
	end,
}
