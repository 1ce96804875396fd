-- The Shadow Council (WC 283): Elusive. While it is in the center of your battleline, it
-- has "Action: Steal 2 æmber" (elsewhere it has no action to use).
return {
	can_use = function(ctx, use)
		if use == "action" and not ctx:rule("in_center", ctx.this) then
			return false, "The Shadow Council has its action only in the center of the battleline"
		end
		return true
	end,
	action = function(ctx)
		ctx:steal(2)
	end,
}
