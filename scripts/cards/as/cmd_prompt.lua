-- Cmd. Prompt (AS 189): After Reap: You may play one non-Logos card this turn (a permission,
-- spent by the card of another house it lets be played).
return {
	reap = function(ctx)
		ctx:lasting({
			target = { zone = "stack", controller = "you", not_attributes = { house = "logos" } },
			duration = "turn",
			effect = { allow = "activate", uses = 1 },
		})
	end,
}
