-- Shield of Justice: Play: until the end of the turn, your creatures can't be dealt damage.
-- The prohibition prevents each damage change as it settles.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "you" },
			duration = "turn",
			effect = { forbid = "damage" },
		})
	end,
}
