-- Guard Disguise (AoA 302), artifact: Action: Sacrifice Guard Disguise. If your opponent
-- has 3 æmber or fewer, steal 3 æmber (all they have).
return {
	action = function(ctx)
		local held = ctx.opponent:counter("amber")
		ctx:destroy(ctx.this)
		if held <= 3 then
			ctx:steal(3)
		end
	end,
}
