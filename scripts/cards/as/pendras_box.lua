-- Pendra's Box (AS 081), upgrade: This creature gains, "After Reap: Exalt this creature and
-- each of its neighbors."
return {
	grants = {
		reap = function(ctx)
			ctx:rule("exalt", ctx.this)
			for _, neighbor in ipairs(ctx.this:neighbors()) do
				ctx:rule("exalt", neighbor)
			end
		end,
	},
}
