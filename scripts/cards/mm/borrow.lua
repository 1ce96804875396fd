-- "Borrow" (MM 263), action: Play: Take control of an enemy artifact. While you control it,
-- it belongs to house Shadows instead of its own (the change ends when control goes back,
-- or when it leaves play).
return {
	resolve = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "opponent" })
		local picked =
			ctx:choose({ prompt = "Take control of which enemy artifact?", objects = artifacts })[1]
		if picked == nil or not ctx:take_control(picked) then
			return
		end
		ctx:lasting({
			target = picked,
			duration = "indefinitely",
			effect = { attribute = "house", value = "shadows", while_controlled = true },
		})
	end,
}
