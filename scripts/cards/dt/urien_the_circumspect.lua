-- Urien the Circumspect (DT 123): Reap: Gain æmber equal to its armor (as it is now).
return {
	reap = function(ctx)
		local armor = ctx.this:stat("armor") or 0
		if armor > 0 then
			ctx:gain(ctx.controller, "amber", armor)
		end
	end,
}
