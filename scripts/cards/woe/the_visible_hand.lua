-- The Visible Hand (WoE 105): Play: Make 2 token creatures. Reveal your hand to your
-- opponent.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		ctx:rule("make_token")
		ctx:reveal(ctx:objects({ zone = "hand", controller = "you" }))
	end,
}
