-- Massing at Midnight (ToC 309), action: Play: Make 3 token creatures. Purge Massing at
-- Midnight.
return {
	resolve = function(ctx)
		for _ = 1, 3 do
			ctx:rule("make_token")
		end
		ctx:banish(ctx.this)
	end,
}
