-- Hobnobber, evil twin (DT 187): Omni: If your opponent has exactly 1 æmber, steal it.
return {
	omni = function(ctx)
		if ctx.opponent:counter("amber") == 1 then
			ctx:steal(1)
		end
	end,
}
