-- Sneklifter (CotA 313), creature: Play: take control of an enemy artifact. While you
-- control it, if none of your three houses is its house, it is of house Shadows. The
-- houses are read before control changes (the artifact would count as yours after); the
-- change outlasts Sneklifter and ends when the artifact leaves play (KF11-HOUSE-2).
return {
	resolve = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "opponent" })
		local picked =
			ctx:choose({ prompt = "Take control of which enemy artifact?", objects = artifacts })[1]
		if picked == nil then
			return
		end
		local ours = ctx:rule("identity_houses", ctx.controller)
		local house = picked:attribute("house")
		if not ctx:take_control(picked) or table.find(ours, house) ~= nil then
			return
		end
		ctx:lasting({
			target = picked,
			duration = "indefinitely",
			effect = { attribute = "house", value = "shadows", while_controlled = true },
		})
	end,
}
