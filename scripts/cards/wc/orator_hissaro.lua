-- Orator Hissaro (WC 205): Deploy (data). Play: Ready and exalt each of Orator Hissaro's
-- neighbors. For the remainder of the turn, they belong to house Saurian.
return {
	resolve = function(ctx)
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			ctx:ready(neighbor)
			ctx:rule("exalt", neighbor)
			ctx:lasting({
				target = neighbor,
				duration = "turn",
				effect = { attribute = "house", value = "saurian" },
			})
		end
	end,
}
