-- Daat (AS 059): Alpha (data). Play: Choose a house. That house becomes the active house
-- (KF-DECLARE-CHANGE-1); every house may be chosen, Skyborn too (KF-HOUSE-SKYBORN-1).
return {
	resolve = function(ctx)
		local house =
			ctx:choose({ prompt = "Which house becomes the active house?", options = ctx:rule("houses") })[1]
		ctx:declare("house", house)
	end,
}
