-- Tricerian Legionary (WC 197): Taunt (data). Play: Ward a friendly creature (itself
-- included).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Ward which of your creatures?", objects = mine })[1]
		ctx:rule("ward", pick)
	end,
}
