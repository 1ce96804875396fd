-- Platopelta (WoE 246): Reap: If it has a wisdom counter, draw 1 card, archive 1 card, and
-- you may put a wisdom counter on an Aristotlmimus (a friendly one). Otherwise, archive 1
-- card.
return {
	reap = function(ctx)
		local wise = ctx.this:counter("wisdom") > 0
		if wise then
			ctx:draw(1)
		end
		ctx:rule("archive_from_hand", 1)
		if wise then
			ctx:rule("pass_wisdom", "Aristotlmimus")
		end
	end,
}
