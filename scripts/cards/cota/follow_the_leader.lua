-- Follow the Leader (CotA 008): Play: For the remainder of the turn, each friendly creature
-- may fight (whatever its house; the rules script reads the allowance).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "you" },
			duration = "turn",
			effect = { allow = "fight" },
		})
	end,
}
