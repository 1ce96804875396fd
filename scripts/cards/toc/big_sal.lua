-- Big Sal (ToC 202): Taunt (data). Play: Make two token creatures.
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		ctx:rule("make_token")
	end,
}
