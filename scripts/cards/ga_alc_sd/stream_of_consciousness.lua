-- Stream of Consciousness: [Class Bonus] [Memory 4+] Glimpse 3 (memory counted as it
-- resolves). Draw a card into your memory.
return {
	resolve = function(ctx)
		if ctx:rule("class_bonus") and ctx.controller:count("memory") >= 4 then
			ctx:glimpse(3)
		end
		ctx:rule("draw_into_memory")
	end,
}
