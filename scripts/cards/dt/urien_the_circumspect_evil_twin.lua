-- Urien the Circumspect, evil twin (DT 070): Reap: Your opponent loses æmber equal to its
-- armor (as it is now).
return {
	reap = function(ctx)
		local n = ctx.this:stat("armor") or 0
		if n > 0 then
			ctx:gain(ctx.opponent, "amber", -n)
		end
	end,
}
