-- Chancellor Dexterus (WoE 273): Reap: You may exalt its right neighbor. If you do, that
-- creature belongs to house Saurian for the rest of the turn (instead of its other houses).
return {
	reap = function(ctx)
		local right = nil
		for _, n in ipairs(ctx.this:neighbors()) do
			if ctx.this:is_left_of(n) then
				right = n
			end
		end
		if right == nil then
			return
		end
		local picked = ctx:choose({ prompt = "Exalt the right neighbor?", options = { "yes", "no" } })[1]
		if picked ~= "yes" then
			return
		end
		ctx:rule("exalt", right)
		ctx:lasting({ target = right, duration = "turn", effect = { attribute = "house", value = "saurian" } })
	end,
}
