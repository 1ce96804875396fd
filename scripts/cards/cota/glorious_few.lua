-- Glorious Few (CotA 218): Play: For each creature your opponent controls in excess of
-- you, gain 1 æmber.
return {
	resolve = function(ctx)
		local excess = ctx:count({ zone = "battleline", controller = "opponent" })
			- ctx:count({ zone = "battleline", controller = "you" })
		if excess > 0 then
			ctx:gain(ctx.controller, "amber", excess)
		end
	end,
}
