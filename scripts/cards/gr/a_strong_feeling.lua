-- A Strong Feeling (GR 107): Play: Ready each friendly creature with æmber on it. Then 1 æmber
-- on each friendly creature goes back to the common supply.
return {
	resolve = function(ctx)
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		for _, creature in ipairs(friendly) do
			if creature:counter("amber") > 0 then
				ctx:ready(creature)
			end
		end
		for _, creature in ipairs(friendly) do
			if creature:is_valid() and creature:counter("amber") > 0 then
				ctx:add_counter(creature, "amber", -1)
			end
		end
	end,
}
