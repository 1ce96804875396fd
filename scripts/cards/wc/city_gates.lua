-- City Gates (WC 216): Action: A friendly creature captures 1 æmber; a Dinosaur captures
-- 2 instead.
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "you" })
		local captor = ctx:choose({ prompt = "Which creature captures?", objects = creatures })[1]
		if captor == nil then
			return
		end
		if captor:has_subtype("dinosaur") then
			ctx:capture(captor, 2)
		else
			ctx:capture(captor, 1)
		end
	end,
}
