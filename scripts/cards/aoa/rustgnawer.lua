-- Rustgnawer (AoA 330), creature: Fight: Destroy an artifact; if that artifact had an
-- æmber bonus, you gain that much æmber.
return {
	fight = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "any" })
		local picked = ctx:choose({ prompt = "Destroy which artifact?", objects = artifacts })[1]
		if picked == nil then
			return
		end
		local bonus = picked:stat("amber") or 0
		if ctx:destroy(picked) and bonus > 0 then
			ctx:gain(ctx.controller, "amber", bonus)
		end
	end,
}
