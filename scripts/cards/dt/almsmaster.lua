-- Almsmaster (DT 093): Deploy. Taunt. Play: Each of Almsmaster's neighbors captures 1 æmber.
return {
	resolve = function(ctx)
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			ctx:capture(neighbor, 1)
		end
	end,
}
