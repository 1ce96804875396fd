-- Wisdom's Reprise: Glimpse 3. [Level 3+] Draw a card into your memory (LV read as it
-- resolves, Empower included: it is a Spell).
return {
	resolve = function(ctx)
		ctx:glimpse(3)
		if ctx:rule("level") >= 3 then
			ctx:rule("draw_into_memory")
		end
	end,
}
