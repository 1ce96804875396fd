-- Silver Linings (AS 284): Play: Gain 1 æmber for each house represented among friendly
-- flank creatures.
return {
	resolve = function(ctx)
		local n = ctx:rule("houses_among", ctx:rule("flank_creatures", "you"))
		if n > 0 then
			ctx:gain(ctx.controller, "amber", n)
		end
	end,
}
