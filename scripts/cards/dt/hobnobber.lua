-- Hobnobber (DT 231): Action: If your opponent has 6 æmber or more, steal 2.
return {
	action = function(ctx)
		if ctx.opponent:counter("amber") >= 6 then
			ctx:steal(2)
		end
	end,
}
