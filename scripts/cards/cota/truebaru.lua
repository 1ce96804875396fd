-- Truebaru (CotA 104): You must lose 3 æmber in order to play it: it can't be played with
-- fewer, and the 3 are lost as it is played, before its taunt matters. Taunt (data).
-- Destroyed: Gain 5 æmber.
return {
	legal = function(ctx)
		if ctx.controller:counter("amber") < 3 then
			return false, "Truebaru needs 3 æmber to lose in order to be played"
		end
		return true
	end,
	resolve = function(ctx)
		ctx:gain(ctx.controller, "amber", -3)
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: gain 5 æmber (Truebaru)",
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 5)
			end,
		},
	},
}
