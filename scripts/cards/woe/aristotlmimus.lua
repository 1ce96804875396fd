-- Aristotlmimus (WoE 233): Reap: If it has a wisdom counter, draw 1 card, archive 1 card, and
-- play a card from your archives. Otherwise, you may play a card from your archives.
return {
	reap = function(ctx)
		local wise = ctx.this:counter("wisdom") > 0
		if wise then
			ctx:draw(1)
			ctx:rule("archive_from_hand", 1)
		end
		local archived = ctx:objects({ zone = "archives", controller = "you" })
		local picked = ctx:choose({
			prompt = "Play which card from your archives?",
			objects = archived,
			min = wise and 1 or 0,
			max = 1,
		})[1]
		if picked ~= nil then
			ctx:play(picked)
		end
	end,
}
