-- Empathic Malice (GR 112): Play: a friendly creature captures 3. If you are haunted (read
-- as it resolves, the card itself not yet in the discard pile), it goes to the bottom of
-- your deck instead of the discard pile.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Which friendly creature captures 3?", objects = creatures })[1]
		if pick ~= nil then
			ctx:capture(pick, 3)
		end
		if ctx:rule("haunted") then
			ctx:move(ctx.this, "deck", { position = "bottom" })
		end
	end,
}
