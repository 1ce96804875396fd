-- Praetor Marius (WoE 282): After Reap: For each exhausted creature to Praetor Marius's left,
-- capture 1 æmber (the creatures of its own battleline; it is exhausted by its reap).
return {
	reap = function(ctx)
		local n = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature ~= ctx.this and creature:is_left_of(ctx.this) and creature:is_rested() then
				n += 1
			end
		end
		if n > 0 then
			ctx:capture(ctx.this, n)
		end
	end,
}
