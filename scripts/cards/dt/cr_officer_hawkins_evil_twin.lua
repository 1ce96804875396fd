-- C.R. Officer Hawkins, evil twin (DT 244): Deploy (data). Play: Your opponent loses 1
-- æmber for each of its non-Star Alliance neighbors.
return {
	resolve = function(ctx)
		local n = 0
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			if not ctx:rule("of_house", neighbor, "staralliance") then
				n += 1
			end
		end
		if n > 0 then
			ctx:gain(ctx.opponent, "amber", -n)
		end
	end,
}
