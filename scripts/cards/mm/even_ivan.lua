-- Even Ivan (MM 073): Action: If your opponent has an even amount of æmber, steal 1 æmber.
return {
	action = function(ctx)
		if ctx.opponent:counter("amber") % 2 == 0 then
			ctx:steal(1)
		end
	end,
}
